// One implementation of zod validation at a service's edge: the pipes and parser live in ../contracts/zod-pipes.
export { parseContract, ZodBody, zodFieldErrors } from '../contracts/zod-pipes';
