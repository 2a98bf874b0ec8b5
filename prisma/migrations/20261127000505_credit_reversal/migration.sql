-- AlterTable
ALTER TABLE "CreditLedgerEntry" ADD COLUMN     "reversesEntryId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "CreditLedgerEntry_reversesEntryId_key" ON "CreditLedgerEntry"("reversesEntryId");

-- AddForeignKey
ALTER TABLE "CreditLedgerEntry" ADD CONSTRAINT "CreditLedgerEntry_reversesEntryId_fkey" FOREIGN KEY ("reversesEntryId") REFERENCES "CreditLedgerEntry"("id") ON DELETE SET NULL ON UPDATE CASCADE;
