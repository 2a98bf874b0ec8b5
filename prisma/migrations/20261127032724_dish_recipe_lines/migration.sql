-- CreateTable
CREATE TABLE "DishRecipeLine" (
    "id" TEXT NOT NULL,
    "dishId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "ingredient" TEXT NOT NULL,
    "grams" DECIMAL(6,1) NOT NULL,

    CONSTRAINT "DishRecipeLine_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "DishRecipeLine_dishId_position_key" ON "DishRecipeLine"("dishId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "DishRecipeLine_dishId_ingredient_key" ON "DishRecipeLine"("dishId", "ingredient");

-- AddForeignKey
ALTER TABLE "DishRecipeLine" ADD CONSTRAINT "DishRecipeLine_dishId_fkey" FOREIGN KEY ("dishId") REFERENCES "Dish"("id") ON DELETE CASCADE ON UPDATE CASCADE;
