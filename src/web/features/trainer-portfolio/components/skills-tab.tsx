import { SPECIALIZATIONS } from '#shared/catalog.ts';
import { MAX_ACHIEVEMENTS, MAX_CERTIFICATIONS } from '#shared/portfolio.ts';
import type { TabProps } from './basic-tab';
import { CheckboxField, FieldGroup, ListField } from './editor-fields';

export function SkillsTab({ portfolio, errors, set }: TabProps) {
  const toggle = (name: (typeof SPECIALIZATIONS)[number], on: boolean) =>
    set(
      'specializations',
      SPECIALIZATIONS.filter((item) =>
        item === name ? on : portfolio.specializations.includes(item),
      ),
    );
  return (
    <div className="space-y-6">
      <FieldGroup legend="Specializations" error={errors.specializations}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SPECIALIZATIONS.map((name) => (
            <CheckboxField
              key={name}
              label={name}
              checked={portfolio.specializations.includes(name)}
              onChange={(on) => toggle(name, on)}
            />
          ))}
        </div>
      </FieldGroup>
      <ListField
        legend="Certifications"
        itemName="a certification"
        items={portfolio.certifications}
        max={MAX_CERTIFICATIONS}
        onChange={(items) => set('certifications', items)}
        error={errors.certifications}
      />
      <ListField
        legend="Achievements"
        itemName="an achievement"
        items={portfolio.achievements}
        max={MAX_ACHIEVEMENTS}
        onChange={(items) => set('achievements', items)}
        error={errors.achievements}
      />
    </div>
  );
}
