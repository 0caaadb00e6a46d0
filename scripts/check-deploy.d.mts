/** scripts/check-deploy.mjs: the production files' checks. */
export type DockerStage = { image: string; name: string; steps: { op: string; args: string }[] };
export function parseDockerfile(text: string): DockerStage[];
export function checkDeployFiles(dir?: string, context?: string): string[];
