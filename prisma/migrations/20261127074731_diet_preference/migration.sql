-- CreateEnum
CREATE TYPE "DietPreference" AS ENUM ('VEGETARIAN', 'HIGH_PROTEIN', 'CALORIE_SMART', 'GLUTEN_FREE', 'DAIRY_FREE');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "dietPreference" "DietPreference";

-- The new "Calorie-smart" dish tag (lib/menus/dish-tags.ts, at most 500 kcal): dishes already in
-- the catalogue that qualify carry it from now on, so the calorie-smart diet has dishes at once.
UPDATE "Dish" SET "tags" = array_append("tags", 'Calorie-smart')
WHERE "calories" BETWEEN 1 AND 500 AND NOT ('Calorie-smart' = ANY("tags"));
