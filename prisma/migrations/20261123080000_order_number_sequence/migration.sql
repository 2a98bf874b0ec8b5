-- Order numbers come from one sequence, so two orders can never draw the same number. It starts
-- above every number the old random generator (LK-100000…LK-999999) could have produced.
CREATE SEQUENCE "weekly_order_number_seq" START WITH 1000000;
