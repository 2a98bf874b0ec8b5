-- At most one default address per customer, and at most one default card among the cards not
-- removed (the Prisma schema cannot declare a partial index: like "Subscription_one_live_per_user",
-- written here by hand). Before the indexes, an older duplicate default loses its flag: the
-- newest one is the one every reader already chose.
UPDATE "Address" a SET "isDefault" = false
WHERE a."isDefault" AND EXISTS (
  SELECT 1 FROM "Address" b
  WHERE b."userId" = a."userId" AND b."isDefault" AND (b."createdAt", b.id) > (a."createdAt", a.id));

UPDATE "PaymentMethod" a SET "isDefault" = false
WHERE a."isDefault" AND a."removedAt" IS NULL AND EXISTS (
  SELECT 1 FROM "PaymentMethod" b
  WHERE b."userId" = a."userId" AND b."isDefault" AND b."removedAt" IS NULL
    AND (b."createdAt", b.id) > (a."createdAt", a.id));

CREATE UNIQUE INDEX "Address_one_default_per_user" ON "Address"("userId") WHERE "isDefault";

CREATE UNIQUE INDEX "PaymentMethod_one_default_per_user" ON "PaymentMethod"("userId")
  WHERE "isDefault" AND "removedAt" IS NULL;
