-- CreateTable
CREATE TABLE "MetricCounter" (
    "name" TEXT NOT NULL,
    "labels" TEXT NOT NULL,
    "value" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MetricCounter_pkey" PRIMARY KEY ("name","labels")
);
