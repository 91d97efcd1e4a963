export const CASE_ID = '7a1c2e34-5b6d-4e8f-9a0b-1c2d3e4f5a6b';
export const TEMPLATE_ID = '5b7e1c2a-3d4f-4a6b-8c9d-0e1f2a3b4c5d';
