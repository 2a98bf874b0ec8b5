// Path parameter schemas shared by route handlers.
import { z } from "zod";

export const id = z.string().min(1).max(64);
export const userParams = z.object({ userId: id });
