export const EXAMPLE_ID = '5b7e1c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
