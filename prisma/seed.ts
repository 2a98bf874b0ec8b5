// Placeholder replaced by the seed work in progress.
console.log("seed: nothing yet");
