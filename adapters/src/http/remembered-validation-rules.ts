import { getMetadataStorage } from 'class-validator';

type MetadataStorage = ReturnType<typeof getMetadataStorage>;
type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Rules = ReturnType<Lookup>;

const remembering = new WeakSet<MetadataStorage>();

/**
 * Has class-validator's rule storage remember which rules apply to a class. It looks them up again
 * on every validation: it filters every rule of the class and walks every class it knows for the
 * ones the class inherits from (the shop has dozens), for each request body. The rules of a class
 * only change when a decorator adds one, so what was found is kept until a rule is added.
 */
export function rememberValidationRules(storage: MetadataStorage = getMetadataStorage()): void {
  if (remembering.has(storage)) return;
  remembering.add(storage);
  const lookUp: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let found = new WeakMap<object, Map<string, Rules>>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (typeof target !== 'function') return lookUp(target, schema, always, strictGroups, groups);
    const key = [schema, always, strictGroups, ...(groups ?? [])].join('\u0000');
    const ofTarget = found.get(target) ?? found.set(target, new Map()).get(target)!;
    const known = ofTarget.get(key);
    if (known !== undefined) return known;
    const rules = lookUp(target, schema, always, strictGroups, groups);
    ofTarget.set(key, rules);
    return rules;
  };
  storage.addValidationMetadata = (rule) => {
    found = new WeakMap();
    add(rule);
  };
}
