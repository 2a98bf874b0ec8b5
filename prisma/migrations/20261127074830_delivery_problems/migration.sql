-- CreateEnum
CREATE TYPE "DeliveryProblemKind" AS ENUM ('MISSING', 'DAMAGED', 'WRONG', 'LATE');

-- CreateEnum
CREATE TYPE "DeliveryProblemStatus" AS ENUM ('CREDITED', 'PENDING', 'APPROVED', 'DENIED');

-- AlterTable
ALTER TABLE "CreditLedgerEntry" ADD COLUMN     "deliveryProblemId" TEXT;

-- CreateTable
CREATE TABLE "DeliveryProblem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "day" "DeliveryDay" NOT NULL,
    "dishId" TEXT,
    "subject" TEXT NOT NULL,
    "kind" "DeliveryProblemKind" NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "details" TEXT,
    "photoId" TEXT,
    "status" "DeliveryProblemStatus" NOT NULL,
    "creditCents" INTEGER NOT NULL,
    "reviewReason" TEXT,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decisionNote" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryProblem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DeliveryProblemPhoto" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DeliveryProblemPhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryProblem_photoId_key" ON "DeliveryProblem"("photoId");

-- CreateIndex
CREATE INDEX "DeliveryProblem_userId_createdAt_idx" ON "DeliveryProblem"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "DeliveryProblem_status_createdAt_idx" ON "DeliveryProblem"("status", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryProblem_orderId_subject_key" ON "DeliveryProblem"("orderId", "subject");

-- CreateIndex
CREATE UNIQUE INDEX "CreditLedgerEntry_deliveryProblemId_key" ON "CreditLedgerEntry"("deliveryProblemId");

-- AddForeignKey
ALTER TABLE "CreditLedgerEntry" ADD CONSTRAINT "CreditLedgerEntry_deliveryProblemId_fkey" FOREIGN KEY ("deliveryProblemId") REFERENCES "DeliveryProblem"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryProblem" ADD CONSTRAINT "DeliveryProblem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryProblem" ADD CONSTRAINT "DeliveryProblem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryProblem" ADD CONSTRAINT "DeliveryProblem_dishId_fkey" FOREIGN KEY ("dishId") REFERENCES "Dish"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryProblem" ADD CONSTRAINT "DeliveryProblem_photoId_fkey" FOREIGN KEY ("photoId") REFERENCES "DeliveryProblemPhoto"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryProblemPhoto" ADD CONSTRAINT "DeliveryProblemPhoto_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
