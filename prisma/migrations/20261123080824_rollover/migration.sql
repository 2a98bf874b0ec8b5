-- AlterEnum
ALTER TYPE "ChargeStatus" ADD VALUE 'CHARGING';

-- AlterTable
ALTER TABLE "Week" ADD COLUMN     "rolloverSummary" JSONB;

-- AlterTable
ALTER TABLE "WeeklyOrder" ADD COLUMN     "allergenShortfall" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "firstOrderPromoCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "pricedAt" TIMESTAMP(3);

-- DropTable
DROP TABLE "Job";

-- DropEnum
DROP TYPE "JobStatus";

-- CreateTable
CREATE TABLE "RolloverLease" (
    "id" TEXT NOT NULL,
    "holder" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RolloverLease_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Charge_orderId_idx" ON "Charge"("orderId");

-- CreateIndex
CREATE INDEX "Charge_status_idx" ON "Charge"("status");
