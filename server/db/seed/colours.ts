export interface SeedColour {
  name: string;
  hex: string;
}

export const seedColours: SeedColour[] = [
  { name: 'Tan', hex: '#c68e5b' },
  { name: 'Black', hex: '#1f1f1f' },
  { name: 'Maroon', hex: '#7b1e2b' },
  { name: 'Mustard', hex: '#d4a017' },
  { name: 'Teal', hex: '#1f7a7a' },
  { name: 'Navy Blue', hex: '#1f2f5c' },
  { name: 'Olive Green', hex: '#6b7a3a' },
  { name: 'Blush Pink', hex: '#e8b4b8' },
  { name: 'Ivory', hex: '#f3ebdd' },
  { name: 'Coffee Brown', hex: '#5a3a22' },
  { name: 'Indigo', hex: '#3f4a8a' },
  { name: 'Rust', hex: '#b7472a' },
  { name: 'Slate Grey', hex: '#707780' },
  { name: 'Emerald', hex: '#1e7b4f' },
  { name: 'Sindoor Red', hex: '#b22234' },
  { name: 'Beige', hex: '#d8c3a5' },
  { name: 'Marigold', hex: '#e59b1c' },
  { name: 'Peacock Blue', hex: '#14607a' },
];
