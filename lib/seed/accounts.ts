// The demo accounts the README lists. Passwords are for local demos only.

export interface AccountSeed {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  roles: ("admin" | "customer")[];
  onboarded: boolean;
  referralCode: string;
}

export const ADMIN_PASSWORD = "Admin123!";
export const CUSTOMER_PASSWORD = "Customer123!";

export const ACCOUNTS = {
  admin: {
    email: "admin@lakeshorekitchen.ca",
    password: ADMIN_PASSWORD,
    firstName: "Priya",
    lastName: "Raman",
    phone: "416-555-0100",
    roles: ["admin", "customer"],
    onboarded: false,
    referralCode: "CHEFTEAM",
  },
  customer: {
    email: "customer@example.com",
    password: CUSTOMER_PASSWORD,
    firstName: "Maya",
    lastName: "Thompson",
    phone: "416-555-0142",
    roles: ["customer"],
    onboarded: true,
    referralCode: "MAYA8KQX",
  },
  paused: {
    email: "paused@example.com",
    password: CUSTOMER_PASSWORD,
    firstName: "Daniel",
    lastName: "Okafor",
    phone: "905-555-0177",
    roles: ["customer"],
    onboarded: true,
    referralCode: "PAUSE2WK",
  },
  newbie: {
    email: "newbie@example.com",
    password: CUSTOMER_PASSWORD,
    firstName: "Sofia",
    lastName: "Marchetti",
    phone: "647-555-0119",
    roles: ["customer"],
    onboarded: false,
    referralCode: "NEWBEE27",
  },
} satisfies Record<string, AccountSeed>;
