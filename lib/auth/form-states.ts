// What the /login forms' server actions (app/(auth)/login/actions.ts) answer. Client-safe: the
// forms render these. A state carries back what was typed except passwords, so a form posted
// before its script loaded comes back with the email filled in and never with a password.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type SignInState =
  | { status: "idle"; email?: string }
  | { status: "invalid"; email: string; errors: FieldErrors<"email" | "password"> }
  | { status: "error"; email: string; message: string }
  /** The session cookie is set; `path` is where the post-login rule sends this user. */
  | { status: "signed-in"; email: string; path: string };

export type ForgotPasswordState =
  | { status: "idle"; email?: string }
  | { status: "invalid"; email: string; errors: FieldErrors<"email"> }
  | { status: "error"; email: string; message: string }
  | { status: "sent"; message: string };

export type ResetPasswordState =
  | { status: "idle" }
  | { status: "invalid"; errors: FieldErrors<"password" | "confirmPassword"> }
  /** `tokenRejected`: the link is spent or unknown, so the form offers a new one. */
  | { status: "error"; message: string; tokenRejected: boolean }
  | { status: "done"; message: string };

export const SIGN_IN_IDLE: SignInState = { status: "idle" };
export const FORGOT_IDLE: ForgotPasswordState = { status: "idle" };
export const RESET_IDLE: ResetPasswordState = { status: "idle" };

export type FormPost<S> = (previous: S, form: FormData) => Promise<S>;

export interface AuthFormActions {
  signIn: FormPost<SignInState>;
  forgotPassword: FormPost<ForgotPasswordState>;
  resetPassword: FormPost<ResetPasswordState>;
}
