// The sending side of `steady()` (http.mjs), in a worker thread: each planned request is sent at its time
// (`rate` a second) whether or not earlier ones have answered, on another connection when all are busy,
// and its latency counted from when it was due. Answers [{ ms, status }] in the plan's order.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { host, port, plan, rate } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const send = ({ method, path, body, headers }, due) =>
  new Promise((resolve) => {
    const request = http.request({ host, port, method, path, headers, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ ms: performance.now() - due, status: response.statusCode }));
    });
    request.on('error', () => resolve({ ms: performance.now() - due, status: 0 }));
    request.end(body);
  });

const interval = 1000 / rate;
const start = performance.now() + 20;
const answers = [];
for (let sent = 0; sent < plan.length;) {
  while (sent < plan.length && start + sent * interval <= performance.now()) {
    answers.push(send(plan[sent], start + sent * interval));
    sent += 1;
  }
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, start + sent * interval - performance.now())),
  );
}
parentPort.postMessage(await Promise.all(answers));
agent.destroy();
