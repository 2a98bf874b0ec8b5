-- CreateEnum
CREATE TYPE "AddOnCategory" AS ENUM ('BREAKFAST', 'DESSERT', 'DRINK', 'SNACK');

-- CreateTable
CREATE TABLE "AddOn" (
    "id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" "AddOnCategory" NOT NULL,
    "priceCents" INTEGER NOT NULL,
    "protein" INTEGER NOT NULL,
    "carbs" INTEGER NOT NULL,
    "fat" INTEGER NOT NULL,
    "calories" INTEGER NOT NULL,
    "ingredients" TEXT NOT NULL,
    "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "imageUrl" TEXT NOT NULL,
    "deletedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AddOn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WeekAddOn" (
    "id" TEXT NOT NULL,
    "weekId" TEXT NOT NULL,
    "addOnId" TEXT NOT NULL,
    "sortingOrder" INTEGER NOT NULL DEFAULT 0,
    "cap" INTEGER,

    CONSTRAINT "WeekAddOn_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderAddOn" (
    "id" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "addOnId" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unitCents" INTEGER NOT NULL,

    CONSTRAINT "OrderAddOn_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AddOn_slug_key" ON "AddOn"("slug");

-- CreateIndex
CREATE INDEX "WeekAddOn_weekId_sortingOrder_idx" ON "WeekAddOn"("weekId", "sortingOrder");

-- CreateIndex
CREATE UNIQUE INDEX "WeekAddOn_weekId_addOnId_key" ON "WeekAddOn"("weekId", "addOnId");

-- CreateIndex
CREATE INDEX "OrderAddOn_addOnId_idx" ON "OrderAddOn"("addOnId");

-- CreateIndex
CREATE UNIQUE INDEX "OrderAddOn_orderId_addOnId_key" ON "OrderAddOn"("orderId", "addOnId");

-- AddForeignKey
ALTER TABLE "WeekAddOn" ADD CONSTRAINT "WeekAddOn_weekId_fkey" FOREIGN KEY ("weekId") REFERENCES "Week"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WeekAddOn" ADD CONSTRAINT "WeekAddOn_addOnId_fkey" FOREIGN KEY ("addOnId") REFERENCES "AddOn"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderAddOn" ADD CONSTRAINT "OrderAddOn_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderAddOn" ADD CONSTRAINT "OrderAddOn_addOnId_fkey" FOREIGN KEY ("addOnId") REFERENCES "AddOn"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
