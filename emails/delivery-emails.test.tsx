import { boxDeliveredEmail } from "./box-delivered";
import { boxOnItsWayEmail } from "./box-on-its-way";
import type { RenderedMail } from "./types";

const visible = (mail: RenderedMail) => mail.html.replace(/<!-- -->/g, "");

function expectInBoth(mail: RenderedMail, values: string[]) {
  for (const value of values) {
    expect({ value, html: visible(mail).includes(value) }).toEqual({ value, html: true });
    expect({ value, text: mail.text.includes(value) }).toEqual({ value, text: true });
  }
  for (const part of [mail.subject, mail.html, mail.text]) {
    expect(part).not.toMatch(/undefined|NaN|\[object Object\]|null/);
  }
}

test("on its way: the day, the window, the address and this day's meals", async () => {
  const mail = await boxOnItsWayEmail({
    firstName: "Priya",
    orderNumber: "LK-123456",
    dayLabel: "Monday, December 7",
    windowLabel: "4:00 PM – 8:00 PM",
    meals: [
      { name: "Miso-glazed salmon", quantity: 2, slot: "SINGLE" },
      { name: "Butter chicken", quantity: 1, slot: "SINGLE" },
    ],
    addressLine: "1507-10 Queens Quay W, Toronto M5J 2R9",
    ordersUrl: "http://localhost:3000/customer/orders",
  });
  expect(mail.subject).toBe("Your box is on its way");
  expectInBoth(mail, [
    "Hi Priya",
    "Your 3 meals left our kitchen",
    "Monday, December 7, 4:00 PM – 8:00 PM",
    "1507-10 Queens Quay W, Toronto M5J 2R9",
    "2 × Miso-glazed salmon",
    "Order LK-123456",
    "http://localhost:3000/customer/orders",
  ]);
});

test("delivered: the time it was marked, in words", async () => {
  const mail = await boxDeliveredEmail({
    firstName: "Priya",
    orderNumber: "LK-123456",
    deliveredAtLabel: "Monday, December 7 at 6:42 PM",
    mealsCount: 8,
    ordersUrl: "http://localhost:3000/customer/orders",
  });
  expect(mail.subject).toBe("Delivered: order LK-123456");
  expectInBoth(mail, [
    "Your box of 8 meals (order LK-123456) was delivered",
    "Monday, December 7 at 6:42 PM",
    "hello@lakeshorekitchen.ca",
  ]);
});
