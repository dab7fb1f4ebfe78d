/** The Classroom of the page, shared with its components through context: `getClassroomContext()`. */
import { createContext } from 'svelte';
import type { Classroom } from './classroom.svelte';

export const [getClassroomContext, setClassroomContext] = createContext<Classroom>();
