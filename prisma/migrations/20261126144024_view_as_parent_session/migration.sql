-- AlterTable
ALTER TABLE "Session" ADD COLUMN     "parentSessionId" TEXT;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_parentSessionId_fkey" FOREIGN KEY ("parentSessionId") REFERENCES "Session"("id") ON DELETE CASCADE ON UPDATE CASCADE;
