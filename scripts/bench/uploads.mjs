// Part 8 (issue 37, finding 7): sign-in while photos are uploaded. 32 uploads of a phone's photo kept in
// flight at once (each answered one followed by another), and meanwhile 10 sign-ins a second, timed from
// when each was due (steady, in a worker thread): before the fix, image encoding and password hashing
// shared libuv's four threads and a sign-in took 2.65 s instead of 0.05 s.
import { createRequire } from 'node:module';
import { register, steady } from './http.mjs';

const apiDir = new URL('../../apps/api/', import.meta.url).pathname;
// sharp is the API's dependency; the bench borrows it to draw its photo.
const sharp = createRequire(`${apiDir}package.json`)('sharp');

const IN_FLIGHT = 32;
const ACCOUNTS = 4;
const SIGN_INS_PER_SECOND = 10;
const BUDGET_MS = 200;

/** An 8-megapixel JPEG of noise (it does not compress), about the size of a phone's photo. */
const phonePhoto = () =>
  sharp({
    create: {
      width: 3264,
      height: 2448,
      channels: 3,
      background: '#a52',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 75 })
    .toBuffer();

export async function benchUploads({ origin, duration, add }) {
  const photo = await phonePhoto();
  const megabytes = photo.length / 1024 / 1024;
  const uploaders = [];
  for (let i = 0; i < ACCOUNTS; i += 1) uploaders.push(await register(origin, 'Beauty Professional'));
  const client = await register(origin, 'Retail Customer');
  const signIns = {
    url: `${origin}/api/oauth/`,
    requests: [
      {
        method: 'POST',
        path: '/api/oauth/',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: client.email, password: 'bench-password-2026' }),
      },
    ],
    rate: SIGN_INS_PER_SECOND,
  };

  const alone = await steady({ ...signIns, duration: 3 });
  add({ part: 'uploads', figure: 'sign-in p99 alone (10 a second)', value: alone.p99, unit: 'ms' });

  const statuses = new Map();
  let flooding = true;
  let answered = 0;
  const upload = async (user) => {
    const form = new FormData();
    form.append('photo', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
    const response = await fetch(`${origin}/api/me/photo/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${user.token}` },
      body: form,
    }).catch(() => ({ status: 0, arrayBuffer: async () => {} }));
    await response.arrayBuffer();
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    answered += 1;
  };
  const lanes = Array.from({ length: IN_FLIGHT }, async (_, lane) => {
    while (flooding) await upload(uploaders[lane % ACCOUNTS]);
  });
  // The first bodies are read and their pictures queued before the sign-ins start.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = performance.now();
  const during = await steady({ ...signIns, duration });
  const seconds = (performance.now() - started) / 1000;
  const answeredDuring = answered;
  flooding = false;
  await Promise.all(lanes);

  add({
    part: 'uploads',
    figure: `sign-in p99 during an upload flood (${IN_FLIGHT} photos of ${megabytes.toFixed(1)} MB in flight)`,
    value: during.p99,
    unit: 'ms',
    budget: { max: BUDGET_MS },
  });
  add({ part: 'uploads', figure: '  sign-in p50 during the flood', value: during.p50, unit: 'ms' });
  add({
    part: 'uploads',
    figure: '  sign-ins not answered 200 during the flood',
    value: during.errors + during.non2xx,
    unit: '',
    budget: { max: 0 },
  });
  add({
    part: 'uploads',
    figure: '  uploads answered a second',
    value: answeredDuring / seconds,
    unit: '/s',
  });
  add({
    part: 'uploads',
    figure: '  uploads not answered 200',
    value: [...statuses].filter(([status]) => status !== 200).reduce((sum, [, n]) => sum + n, 0),
    unit: `of ${answered}`,
    budget: { max: 0 },
  });
}
