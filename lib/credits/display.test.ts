import { creditFromBalance, creditLabel, ledgerAmountLabel } from "./display";

test("the stored sign is flipped for display", () => {
  expect(creditFromBalance(-2000)).toBe(2000);
  expect(creditFromBalance(500)).toBe(-500);
  expect(creditFromBalance(0)).toBe(0);
  expect(Object.is(creditFromBalance(0), -0)).toBe(false);
});

test("balances read as credit or as an amount owed", () => {
  expect(creditLabel(-2000)).toBe("$20.00 credit");
  expect(creditLabel(0)).toBe("$0.00 credit");
  expect(creditLabel(-1)).toBe("$0.01 credit");
  expect(creditLabel(500)).toBe("$5.00 owed");
});

test("ledger entries: negative stored amounts are credit received", () => {
  expect(ledgerAmountLabel(-2000)).toBe("+$20.00");
  expect(ledgerAmountLabel(1399)).toBe("−$13.99");
});
