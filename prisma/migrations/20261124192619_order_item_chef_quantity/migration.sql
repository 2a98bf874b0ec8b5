-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "chefQuantity" INTEGER NOT NULL DEFAULT 0;
