import { boxPriceNote } from "./box-price-note";

const deadlineLabel = "Wednesday, November 25 at 11:59 PM";

describe("boxPriceNote", () => {
  it("says when the box is charged", () => {
    expect(boxPriceNote({ deadlineLabel, addOnsChanged: false, balanceAppliedCents: 2000 })).toBe(
      `Charged at the deadline, ${deadlineLabel}, after the gift balance and credit you have then.`,
    );
  });

  it("with unsaved add-ons, says the balance shown is the saved box's, not that it is yet to come off", () => {
    const note = boxPriceNote({ deadlineLabel, addOnsChanged: true, balanceAppliedCents: 2000 });
    expect(note).toContain("The gift card and credit above are for the box as saved");
    expect(note).not.toMatch(/applied to the add-ons when you save/);
  });

  it("says nothing of a balance when none was taken off", () => {
    expect(
      boxPriceNote({ deadlineLabel, addOnsChanged: true, balanceAppliedCents: 0 }),
    ).not.toMatch(/gift card and credit above/);
  });
});
