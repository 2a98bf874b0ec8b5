-- CreateTable
CREATE TABLE "DishRating" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "dishId" TEXT NOT NULL,
    "orderId" TEXT NOT NULL,
    "stars" INTEGER NOT NULL,
    "comment" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DishRating_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RatingInvite" (
    "orderId" TEXT NOT NULL,
    "queuedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RatingInvite_pkey" PRIMARY KEY ("orderId")
);

-- CreateIndex
CREATE INDEX "DishRating_dishId_idx" ON "DishRating"("dishId");

-- CreateIndex
CREATE INDEX "DishRating_orderId_idx" ON "DishRating"("orderId");

-- CreateIndex
CREATE UNIQUE INDEX "DishRating_userId_dishId_key" ON "DishRating"("userId", "dishId");

-- AddForeignKey
ALTER TABLE "DishRating" ADD CONSTRAINT "DishRating_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DishRating" ADD CONSTRAINT "DishRating_dishId_fkey" FOREIGN KEY ("dishId") REFERENCES "Dish"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DishRating" ADD CONSTRAINT "DishRating_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RatingInvite" ADD CONSTRAINT "RatingInvite_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "WeeklyOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Stars are 1 to 5: the zod schema says so too, and this keeps any other writer honest.
ALTER TABLE "DishRating" ADD CONSTRAINT "DishRating_stars_range" CHECK ("stars" BETWEEN 1 AND 5);
