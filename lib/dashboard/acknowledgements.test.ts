import {
  MAX_ACKNOWLEDGEMENTS,
  parseAcknowledgements,
  withAcknowledgement,
} from "./acknowledgements";

test("reads what it wrote, and survives garbage", () => {
  expect(parseAcknowledgements(null)).toEqual({});
  expect(parseAcknowledgements("not json")).toEqual({});
  expect(parseAcknowledgements("[1,2]")).toEqual({});
  expect(
    parseAcknowledgements('{"DECLINED:2026-11-30:PRE_DEADLINE":"2026-11-23T10:00:00.000Z","x":5}'),
  ).toEqual({
    "DECLINED:2026-11-30:PRE_DEADLINE": "2026-11-23T10:00:00.000Z",
  });
});

test("each problem, week and phase is remembered separately", () => {
  let acks = withAcknowledgement(
    {},
    "DECLINED:2026-11-30:PRE_DEADLINE",
    new Date("2026-11-23T10:00:00Z"),
  );
  acks = withAcknowledgement(
    acks,
    "DECLINED:2026-11-30:POST_DEADLINE",
    new Date("2026-11-26T10:00:00Z"),
  );
  expect(Object.keys(acks).sort()).toEqual([
    "DECLINED:2026-11-30:POST_DEADLINE",
    "DECLINED:2026-11-30:PRE_DEADLINE",
  ]);
  expect("DECLINED:2026-12-07:PRE_DEADLINE" in acks).toBe(false);
});

test("keeps only the newest entries", () => {
  let acks = {};
  for (let i = 0; i < MAX_ACKNOWLEDGEMENTS + 5; i++) {
    acks = withAcknowledgement(acks, `K${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)));
  }
  expect(Object.keys(acks)).toHaveLength(MAX_ACKNOWLEDGEMENTS);
  expect("K0" in acks).toBe(false);
  expect(`K${MAX_ACKNOWLEDGEMENTS + 4}` in acks).toBe(true);
});
