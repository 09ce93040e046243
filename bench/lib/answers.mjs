/** The value at percentile `p` of an ascending list (nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The JSON body of an answer; a refusal stops the bench with its status and message. */
export async function json(response) {
  const body = await response.json();
  if (!response.ok) throw new Error(`${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}
