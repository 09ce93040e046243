import { CATALOG_TEXT, SPECIALIZATIONS } from '#shared/catalog.ts';
import { MAX_ACHIEVEMENTS, MAX_CERTIFICATIONS } from '#shared/portfolio.ts';
import { useText } from '#web/lib/i18n/locale-context.ts';
import type { TabProps } from './basic-tab';
import { CheckboxField, FieldGroup, ListField } from './editor-fields';
import { portfolioSkillsText } from './skills-tab.text';

export function SkillsTab({ portfolio, errors, set }: TabProps) {
  const text = useText(portfolioSkillsText);
  const names = useText(CATALOG_TEXT).specialization;
  const toggle = (name: (typeof SPECIALIZATIONS)[number], on: boolean) =>
    set(
      'specializations',
      SPECIALIZATIONS.filter((item) =>
        item === name ? on : portfolio.specializations.includes(item),
      ),
    );
  return (
    <div className="space-y-6">
      <FieldGroup legend={text.specializations} error={errors.specializations}>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {SPECIALIZATIONS.map((name) => (
            <CheckboxField
              key={name}
              label={names[name]}
              checked={portfolio.specializations.includes(name)}
              onChange={(on) => toggle(name, on)}
            />
          ))}
        </div>
      </FieldGroup>
      <ListField
        legend={text.certifications}
        addLabel={text.addCertification}
        items={portfolio.certifications}
        max={MAX_CERTIFICATIONS}
        onChange={(items) => set('certifications', items)}
        error={errors.certifications}
      />
      <ListField
        legend={text.achievements}
        addLabel={text.addAchievement}
        items={portfolio.achievements}
        max={MAX_ACHIEVEMENTS}
        onChange={(items) => set('achievements', items)}
        error={errors.achievements}
      />
    </div>
  );
}
