import type { TabProps } from './basic-tab';
import { ImageUploadField } from './image-upload-field';

const IMAGES = [
  { field: 'heroImage1', label: 'Hero Image 1', hint: 'Wide photo at the top of your page' },
  { field: 'heroImage2', label: 'Hero Image 2', hint: 'A second wide photo' },
  { field: 'profileImage', label: 'Profile Image', hint: 'A clear photo of your face (required)' },
  {
    field: 'listingImage',
    label: 'Listing Image',
    hint: 'Shown on your card in search (required)',
  },
] as const;

export function MediaTab({ portfolio, errors, set }: TabProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {IMAGES.map((image) => (
        <ImageUploadField
          key={image.field}
          {...image}
          value={portfolio[image.field]}
          onChange={(url) => set(image.field, url)}
          error={errors[image.field]}
        />
      ))}
    </div>
  );
}
