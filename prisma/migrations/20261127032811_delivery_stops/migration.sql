-- CreateEnum
CREATE TYPE "DeliveryMark" AS ENUM ('DELIVERED', 'NOT_DELIVERED');

-- CreateEnum
CREATE TYPE "DeliveryDecision" AS ENUM ('REDELIVER', 'CREDIT');

-- AlterTable
ALTER TABLE "WeeklyOrder" ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "deliveryAssumed" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "DeliveryStop" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "day" "DeliveryDay" NOT NULL,
    "onItsWayAt" TIMESTAMP(3),
    "mark" "DeliveryMark",
    "markedAt" TIMESTAMP(3),
    "markedById" TEXT,
    "reason" TEXT,
    "decision" "DeliveryDecision",
    "decidedAt" TIMESTAMP(3),
    "decidedById" TEXT,
    "creditCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryStop_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DeliveryStop_orderId_day_key" ON "DeliveryStop"("orderId", "day");

-- AddForeignKey
ALTER TABLE "DeliveryStop" ADD CONSTRAINT "DeliveryStop_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryStop" ADD CONSTRAINT "DeliveryStop_markedById_fkey" FOREIGN KEY ("markedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryStop" ADD CONSTRAINT "DeliveryStop_decidedById_fkey" FOREIGN KEY ("decidedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
