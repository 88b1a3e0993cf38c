// HTTP calls to the API and what they are counted as: latency, status, and whether the answer was the
// one this call may get.

export const UNAVAILABLE_DETAIL = 'The service is temporarily unavailable. Please try again shortly.';

/**
 * Collects the answers of one phase. An answer is 'ok' (an expected success), 'tolerated' (an expected
 * refusal such as 409 on overlapping approvals, or 400 for a slot taken since it was read), 'unavailable'
 * (503 with the clear detail, expected only while the database is down) or 'error' (any other 5xx or 4xx,
 * a network error or a timeout).
 */
export class Recorder {
  constructor(name) {
    this.name = name;
    this.entries = [];
    this.errorSamples = [];
  }

  add(entry) {
    this.entries.push(entry);
    if (entry.outcome === 'error' && this.errorSamples.length < 15) this.errorSamples.push(entry);
  }

  count(outcome, from = 0, to = Infinity) {
    return this.entries.filter((e) => e.outcome === outcome && e.at >= from && e.at < to).length;
  }

  statuses(from = 0, to = Infinity) {
    const counts = {};
    for (const e of this.entries)
      if (e.at >= from && e.at < to) counts[e.status] = (counts[e.status] ?? 0) + 1;
    return counts;
  }

  percentile(p, entries = this.entries) {
    const sorted = entries.map((e) => e.ms).sort((a, b) => a - b);
    if (!sorted.length) return 0;
    return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
  }

  /** Count and latency of each kind of request, slowest p95 first. */
  byOperation() {
    const groups = new Map();
    for (const e of this.entries) {
      if (!groups.has(e.op)) groups.set(e.op, []);
      groups.get(e.op).push(e);
    }
    return [...groups]
      .map(([op, entries]) => ({
        op,
        n: entries.length,
        p50: this.percentile(0.5, entries),
        p95: this.percentile(0.95, entries),
      }))
      .sort((a, b) => b.p95 - a.p95);
  }
}

/** One caller of the API; `recorder` can be switched between phases while load runs. */
export class Api {
  constructor(baseUrl, recorder) {
    this.baseUrl = baseUrl;
    this.recorder = recorder;
  }

  /**
   * ok: the statuses this call expects; tolerate: refusals the product gives by design in this situation,
   * by status, or by status and body when `tolerateIf` says so (a 400 is only tolerated for its reason).
   * Never throws: a network error or timeout is answered as status 0.
   */
  async call(
    op,
    { method = 'GET', path, token, json, ok = [200], tolerate = [], tolerateIf, timeoutMs = 20_000 },
  ) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    let body;
    let failure = '';
    try {
      const res = await fetch(this.baseUrl + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      const text = await res.text();
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
    } catch (error) {
      failure = error.cause?.code ?? error.name ?? String(error);
    }
    const ms = performance.now() - started;
    let outcome = 'error';
    if (ok.includes(status)) outcome = 'ok';
    else if (tolerate.includes(status) || tolerateIf?.(status, body)) outcome = 'tolerated';
    else if (status === 503 && body?.detail === UNAVAILABLE_DETAIL) outcome = 'unavailable';
    this.recorder?.add({
      op,
      method,
      path,
      status,
      ms,
      outcome,
      at: Date.now(),
      detail: failure || (outcome === 'error' ? JSON.stringify(body)?.slice(0, 200) : undefined),
    });
    return { status, body, ms, ok: outcome === 'ok' };
  }
}

export async function signIn(api, email, password) {
  const res = await api.call('sign in', { method: 'POST', path: '/api/oauth/', json: { email, password } });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.access;
}
