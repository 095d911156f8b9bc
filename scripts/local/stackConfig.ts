/** The two local stacks: `npm start` (dev) and `npm test` (test) can run side by side. */
export interface StackConfig {
  name: "dev" | "test";
  projectId: string;
  ports: {
    web: number;
    firestore: number;
    auth: number;
    functions: number;
    tasks: number;
    hub: number;
    logging: number;
    eventarc: number;
    smtp: number;
    mailWeb: number;
  };
}

export const DEV_STACK: StackConfig = {
  name: "dev",
  projectId: "demo-inboxscout",
  ports: { web: 5173, firestore: 8080, auth: 9099, functions: 5001, tasks: 9499, hub: 4400, logging: 4500, eventarc: 9299, smtp: 1025, mailWeb: 1080 },
};

export const TEST_STACK: StackConfig = {
  name: "test",
  projectId: "demo-inboxscout-test",
  ports: { web: 5273, firestore: 8180, auth: 9199, functions: 5101, tasks: 9599, hub: 4410, logging: 4510, eventarc: 9399, smtp: 2025, mailWeb: 2080 },
};

export const HOST = "127.0.0.1";

export function stackUrls(config: StackConfig) {
  const url = (port: number) => `http://${HOST}:${port}`;
  return {
    web: url(config.ports.web),
    functions: url(config.ports.functions),
    auth: url(config.ports.auth),
    firestore: `${HOST}:${config.ports.firestore}`,
    tasks: `${HOST}:${config.ports.tasks}`,
    mail: url(config.ports.mailWeb),
  };
}
