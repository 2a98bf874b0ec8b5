// POST /api/auth/register: create a customer account and sign it in → 201 { token, user }.
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/route";
import { registerUser } from "@/lib/auth/register";
import { registerSchema } from "@/lib/auth/schemas";
import { getMe } from "@/lib/users/me";

export const POST = publicRoute({ body: registerSchema }, async ({ body, now }) => {
  const { userId, token } = await registerUser(body, now);
  return NextResponse.json({ token, user: await getMe(userId) }, { status: 201 });
});
