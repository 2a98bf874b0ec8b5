// The pause rule: a plan may resume from the Thursday after the upcoming week's deadline.
// Runs with TZ=Asia/Kathmandu, so any reliance on the machine's zone fails.
import {
  isWeekPaused,
  planStatusForWeek,
  resumeDateForWeek,
  resumeWeekChoices,
  earliestResumeDate,
  firstWeekAfterResume,
  isResumeDue,
  latestResumeDate,
  MAX_PAUSE_WEEKS,
  resumeDateProblem,
} from "./pause-rules";

const at = (iso: string) => new Date(iso);

describe("earliest resume date: the Thursday after the upcoming week's deadline", () => {
  test.each([
    // Monday: the upcoming week (Nov 30) closes Wed Nov 25, so Thursday Nov 26.
    ["2026-11-23T09:00:00-05:00", "2026-11-26"],
    // The last second before the deadline still belongs to that cycle.
    ["2026-11-25T23:59:59-05:00", "2026-11-26"],
    // From Thursday 12:00 AM the upcoming week is Dec 7, whose deadline is Wed Dec 2.
    ["2026-11-26T00:00:00-05:00", "2026-12-03"],
    ["2026-11-27T12:00:00-05:00", "2026-12-03"],
    ["2026-11-29T23:59:00-05:00", "2026-12-03"],
    // Sunday evening in Toronto is already Monday in UTC: Toronto decides.
    ["2026-11-30T03:00:00Z", "2026-12-03"],
  ])("at %s → %s", (now, expected) => {
    expect(earliestResumeDate(at(now))).toBe(expected);
  });

  test("across the spring and fall clock changes it stays a Thursday", () => {
    expect(earliestResumeDate(at("2026-03-09T10:00:00-04:00"))).toBe("2026-03-12");
    expect(earliestResumeDate(at("2026-03-05T00:30:00-05:00"))).toBe("2026-03-12");
    expect(earliestResumeDate(at("2026-10-29T00:30:00-04:00"))).toBe("2026-11-05");
    expect(earliestResumeDate(at("2026-11-02T10:00:00-05:00"))).toBe("2026-11-05");
  });

  test("through ISO week 53 into the new year", () => {
    expect(earliestResumeDate(at("2026-12-31T10:00:00-05:00"))).toBe("2027-01-07");
  });
});

describe("checking a resume date", () => {
  const now = at("2026-11-23T09:00:00-05:00");

  test("the earliest day and later days are allowed", () => {
    expect(resumeDateProblem("2026-11-26", now)).toBeNull();
    expect(resumeDateProblem("2026-12-14", now)).toBeNull();
    expect(resumeDateProblem(latestResumeDate(now), now)).toBeNull();
  });

  test("a day before the Thursday after the billing cycle is refused, naming it", () => {
    expect(resumeDateProblem("2026-11-25", now)).toBe(
      "Your plan can resume on Thursday, November 26 at the earliest, after this week's billing cycle.",
    );
    expect(resumeDateProblem("2026-11-01", now)).not.toBeNull();
  });

  test(`a pause longer than ${MAX_PAUSE_WEEKS} weeks is refused`, () => {
    expect(latestResumeDate(now)).toBe("2027-05-27");
    expect(resumeDateProblem("2027-05-28", now)).toMatch(/on or before Thursday, May 27/);
  });

  test("malformed dates are refused", () => {
    expect(resumeDateProblem("2026-02-30", now)).toBe("Enter a date as YYYY-MM-DD.");
    expect(resumeDateProblem("next week", now)).toBe("Enter a date as YYYY-MM-DD.");
  });
});

describe("after the resume date", () => {
  test("the first delivery is the week customers choose for on that day", () => {
    expect(firstWeekAfterResume("2026-11-26")).toBe("2026-12-07");
    expect(firstWeekAfterResume("2026-11-30")).toBe("2026-12-07");
    expect(firstWeekAfterResume("2026-12-02")).toBe("2026-12-07");
  });

  test("the plan is due to resume from 12:00 AM Toronto on that day", () => {
    expect(isResumeDue("2026-11-26", at("2026-11-25T23:59:59-05:00"))).toBe(false);
    expect(isResumeDue("2026-11-26", at("2026-11-26T00:00:00-05:00"))).toBe(true);
  });
});

describe("which weeks a pause covers: one rule for the banner, the week tabs and the checks", () => {
  // Paused on Monday Nov 23 to resume Thursday Nov 26: the banner says "from the week of Dec 7".
  const pause = { status: "PAUSED" as const, resumeOn: "2026-11-26" };

  test("every week before the first week after the resume date is paused, none after", () => {
    expect(firstWeekAfterResume(pause.resumeOn)).toBe("2026-12-07");
    expect(isWeekPaused(pause, "2026-11-30")).toBe(true);
    expect(isWeekPaused(pause, "2026-12-07")).toBe(false);
    expect(isWeekPaused(pause, "2026-12-14")).toBe(false);
    expect(planStatusForWeek(pause, "2026-11-30")).toBe("PAUSED");
    expect(planStatusForWeek(pause, "2026-12-07")).toBe("ACTIVE");
  });

  test("without a resume date every week is paused; other statuses are never paused", () => {
    expect(isWeekPaused({ status: "PAUSED", resumeOn: null }, "2027-05-03")).toBe(true);
    expect(isWeekPaused({ status: "ACTIVE", resumeOn: null }, "2026-11-30")).toBe(false);
    expect(planStatusForWeek({ status: "ON_HOLD", resumeOn: null }, "2026-11-30")).toBe("ON_HOLD");
  });

  test("the resume date for a week is the Thursday its menu opens, and maps back to it", () => {
    expect(resumeDateForWeek("2026-12-07")).toBe("2026-11-26");
    for (const week of ["2026-12-07", "2027-03-15", "2027-11-08"]) {
      expect(firstWeekAfterResume(resumeDateForWeek(week))).toBe(week);
    }
  });

  test("the choices start with the week after the upcoming one and are all allowed", () => {
    const now = at("2026-11-23T09:00:00-05:00");
    const choices = resumeWeekChoices(now);
    expect(choices).toHaveLength(MAX_PAUSE_WEEKS);
    expect(choices[0]).toEqual({ weekStart: "2026-12-07", resumeOn: "2026-11-26" });
    for (const choice of choices) expect(resumeDateProblem(choice.resumeOn, now)).toBeNull();
  });
});
