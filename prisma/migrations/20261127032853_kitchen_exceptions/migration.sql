-- AlterTable
ALTER TABLE "WeeklyOrder" ADD COLUMN     "heldAt" TIMESTAMP(3),
ADD COLUMN     "heldById" TEXT,
ADD COLUMN     "holdReason" TEXT,
ADD COLUMN     "releasedAt" TIMESTAMP(3),
ADD COLUMN     "releasedById" TEXT;

-- CreateTable
CREATE TABLE "KitchenExceptionResolution" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "resolvedById" TEXT,
    "note" TEXT NOT NULL,
    "resolvedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "KitchenExceptionResolution_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "KitchenExceptionResolution_orderId_kind_key" ON "KitchenExceptionResolution"("orderId", "kind");

-- AddForeignKey
ALTER TABLE "KitchenExceptionResolution" ADD CONSTRAINT "KitchenExceptionResolution_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
