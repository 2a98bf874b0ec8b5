-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "splitDelivery" BOOLEAN NOT NULL DEFAULT false;
