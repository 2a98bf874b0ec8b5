-- CreateEnum
CREATE TYPE "GiftCardStatus" AS ENUM ('PENDING', 'CHARGING', 'PAID', 'FAILED', 'REFUNDING', 'REFUNDED');

-- AlterTable
ALTER TABLE "AdminAuditLog" ADD COLUMN     "giftCardId" TEXT,
ALTER COLUMN "targetUserId" DROP NOT NULL;

-- CreateTable
CREATE TABLE "GiftCard" (
    "id" TEXT NOT NULL,
    "requestKey" TEXT NOT NULL,
    "amountCents" INTEGER NOT NULL,
    "status" "GiftCardStatus" NOT NULL DEFAULT 'PENDING',
    "buyerName" TEXT NOT NULL,
    "buyerEmail" TEXT NOT NULL,
    "buyerUserId" TEXT,
    "recipientName" TEXT NOT NULL,
    "recipientEmail" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "deliverOn" DATE NOT NULL,
    "sendAt" TIMESTAMP(3) NOT NULL,
    "sentAt" TIMESTAMP(3),
    "viewTokenHash" TEXT NOT NULL,
    "providerPaymentMethodId" TEXT NOT NULL,
    "providerChargeId" TEXT,
    "failureMessage" TEXT,
    "giftCodeId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "refundedById" TEXT,
    "refundReason" TEXT,
    "providerRefundId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GiftCard_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_requestKey_key" ON "GiftCard"("requestKey");

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_viewTokenHash_key" ON "GiftCard"("viewTokenHash");

-- CreateIndex
CREATE UNIQUE INDEX "GiftCard_giftCodeId_key" ON "GiftCard"("giftCodeId");

-- CreateIndex
CREATE INDEX "GiftCard_buyerUserId_createdAt_idx" ON "GiftCard"("buyerUserId", "createdAt");

-- CreateIndex
CREATE INDEX "GiftCard_status_sendAt_idx" ON "GiftCard"("status", "sendAt");

-- CreateIndex
CREATE INDEX "GiftCard_buyerEmail_idx" ON "GiftCard"("buyerEmail");

-- CreateIndex
CREATE INDEX "GiftCard_recipientEmail_idx" ON "GiftCard"("recipientEmail");

-- CreateIndex
CREATE INDEX "AdminAuditLog_giftCardId_idx" ON "AdminAuditLog"("giftCardId");

-- AddForeignKey
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_buyerUserId_fkey" FOREIGN KEY ("buyerUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "GiftCard" ADD CONSTRAINT "GiftCard_giftCodeId_fkey" FOREIGN KEY ("giftCodeId") REFERENCES "GiftCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AdminAuditLog" ADD CONSTRAINT "AdminAuditLog_giftCardId_fkey" FOREIGN KEY ("giftCardId") REFERENCES "GiftCard"("id") ON DELETE SET NULL ON UPDATE CASCADE;
