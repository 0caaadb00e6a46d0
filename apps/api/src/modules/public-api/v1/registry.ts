import { z } from 'zod';

/** Component names of the public document only (decision 038); the screens' schemas stay out of it. */
export const publicRegistry = z.registry<{ id: string }>();
