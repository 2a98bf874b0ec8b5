import { ApiError, reshapeValidationErrors, toApiError } from "./errors";

test("reshapeValidationErrors turns each constraint map into type/message pairs", () => {
  expect(
    reshapeValidationErrors([
      {
        property: "email",
        constraints: { isEmail: "email must be an email", isNotEmpty: "email should not be empty" },
      },
      {
        property: "password",
        constraints: { minLength: "Password must be at least 8 characters" },
      },
    ]),
  ).toEqual([
    {
      property: "email",
      constraints: [
        { type: "isEmail", message: "email must be an email" },
        { type: "isNotEmpty", message: "email should not be empty" },
      ],
    },
    {
      property: "password",
      constraints: [{ type: "minLength", message: "Password must be at least 8 characters" }],
    },
  ]);
});

test("reshapeValidationErrors tolerates odd input", () => {
  expect(reshapeValidationErrors(undefined)).toEqual([]);
  expect(reshapeValidationErrors("nope")).toEqual([]);
  expect(reshapeValidationErrors([null, { property: "x" }])).toEqual([
    { property: "x", constraints: [] },
  ]);
});

test("toApiError passes the body on, reshaped", () => {
  const error = toApiError(400, {
    statusCode: 400,
    message: "Validation failed",
    errors: [
      {
        property: "password",
        constraints: { too_small: "Password must be at least 8 characters" },
      },
    ],
  });
  expect(error).toBeInstanceOf(ApiError);
  expect(error.message).toBe("Validation failed");
  expect(error.status).toBe(400);
  expect(error.fieldMessage("password")).toBe("Password must be at least 8 characters");
});

test("toApiError gives a generic message for a body that is not ours", () => {
  const error = toApiError(502, undefined);
  expect(error.message).toBe("Something went wrong please try again.");
  expect(error.body.statusCode).toBe(502);
});
