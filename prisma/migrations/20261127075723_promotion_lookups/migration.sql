-- CreateIndex
CREATE INDEX "CouponRedemption_userId_createdAt_idx" ON "CouponRedemption"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "GiftCode_redeemedById_idx" ON "GiftCode"("redeemedById");
