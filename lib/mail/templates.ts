// Every queued mail names its template and carries the template's props as JSON; the mail job
// renders it when it runs (react-email templates in emails/).
import { boxDeliveredEmail } from "@/emails/box-delivered";
import { boxOnItsWayEmail } from "@/emails/box-on-its-way";
import { chefSelectionEmail } from "@/emails/chef-selection";
import { deadlineReminderEmail } from "@/emails/deadline-reminder";
import { deliveryProblemEmail } from "@/emails/delivery-problem";
import { giftCardEmail } from "@/emails/gift-card";
import { giftCardReceiptEmail } from "@/emails/gift-card-receipt";
import { giftCardRefundedEmail } from "@/emails/gift-card-refunded";
import { missedBoxCreditedEmail } from "@/emails/missed-box-credited";
import { boxComingAgainEmail } from "@/emails/box-coming-again";
import { orderConfirmationEmail } from "@/emails/order-confirmation";
import { orderRefundedEmail } from "@/emails/order-refunded";
import { passwordResetEmail, type PasswordResetEmailProps } from "@/emails/password-reset";
import { paymentFailedEmail } from "@/emails/payment-failed";
import { paymentNoticeEmail } from "@/emails/payment-notice";
import { preChargeStatementEmail } from "@/emails/pre-charge-statement";
import { rateYourBoxEmail } from "@/emails/rate-your-box";
import { passwordChangedEmail } from "@/emails/password-changed";
import { planCancelledEmail } from "@/emails/plan-cancelled";
import { rolloverSummaryEmail } from "@/emails/rollover-summary";
import { welcomeEmail } from "@/emails/welcome";
import type {
  BoxDeliveredProps,
  BoxOnItsWayProps,
  ChefSelectionProps,
  DeadlineReminderProps,
  DeliveryProblemProps,
  GiftCardProps,
  GiftCardReceiptProps,
  GiftCardRefundedProps,
  MissedBoxCreditedProps,
  BoxComingAgainProps,
  OrderConfirmationProps,
  OrderRefundedProps,
  PaymentFailedProps,
  PasswordChangedProps,
  PaymentNoticeProps,
  PlanCancelledProps,
  PreChargeStatementProps,
  RateYourBoxProps,
  RenderedMail,
  RolloverSummaryProps,
  WelcomeProps,
} from "@/emails/types";

export interface TemplateProps {
  "password-reset": PasswordResetEmailProps;
  "order-confirmation": OrderConfirmationProps;
  "order-refunded": OrderRefundedProps;
  "chef-selection": ChefSelectionProps;
  "payment-failed": PaymentFailedProps;
  "payment-notice": PaymentNoticeProps;
  "deadline-reminder": DeadlineReminderProps;
  "pre-charge-statement": PreChargeStatementProps;
  "rollover-summary": RolloverSummaryProps;
  "box-on-its-way": BoxOnItsWayProps;
  "box-delivered": BoxDeliveredProps;
  "rate-your-box": RateYourBoxProps;
  welcome: WelcomeProps;
  "password-changed": PasswordChangedProps;
  "plan-cancelled": PlanCancelledProps;
  "delivery-problem": DeliveryProblemProps;
  "missed-box-credited": MissedBoxCreditedProps;
  "box-coming-again": BoxComingAgainProps;
  "gift-card": GiftCardProps;
  "gift-card-receipt": GiftCardReceiptProps;
  "gift-card-refunded": GiftCardRefundedProps;
}
export type TemplateName = keyof TemplateProps;

const RENDER: { [K in TemplateName]: (props: TemplateProps[K]) => Promise<RenderedMail> } = {
  "password-reset": async (props) => passwordResetEmail(props),
  "order-confirmation": orderConfirmationEmail,
  "order-refunded": orderRefundedEmail,
  "chef-selection": chefSelectionEmail,
  "payment-failed": paymentFailedEmail,
  "payment-notice": paymentNoticeEmail,
  "deadline-reminder": deadlineReminderEmail,
  "pre-charge-statement": preChargeStatementEmail,
  "rollover-summary": rolloverSummaryEmail,
  "box-on-its-way": boxOnItsWayEmail,
  "box-delivered": boxDeliveredEmail,
  "rate-your-box": rateYourBoxEmail,
  welcome: welcomeEmail,
  "password-changed": passwordChangedEmail,
  "plan-cancelled": planCancelledEmail,
  "delivery-problem": deliveryProblemEmail,
  "missed-box-credited": missedBoxCreditedEmail,
  "box-coming-again": boxComingAgainEmail,
  "gift-card": giftCardEmail,
  "gift-card-receipt": giftCardReceiptEmail,
  "gift-card-refunded": giftCardRefundedEmail,
};

export function renderTemplate<K extends TemplateName>(
  name: K,
  props: TemplateProps[K],
): Promise<RenderedMail> {
  return RENDER[name](props);
}

export function isTemplateName(value: string): value is TemplateName {
  return value in RENDER;
}
