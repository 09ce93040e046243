import { useText } from '#web/lib/i18n/locale-context.ts';
import type { TabProps } from './basic-tab';
import { ImageUploadField } from './image-upload-field';
import { portfolioMediaText } from './media-tab.text';

const IMAGES = ['heroImage1', 'heroImage2', 'profileImage', 'listingImage'] as const;

export function MediaTab({ portfolio, errors, set }: TabProps) {
  const text = useText(portfolioMediaText);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {IMAGES.map((field) => (
        <ImageUploadField
          key={field}
          field={field}
          {...text.images[field]}
          value={portfolio[field]}
          onChange={(url) => set(field, url)}
          error={errors[field]}
        />
      ))}
    </div>
  );
}
