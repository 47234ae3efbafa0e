/** 模块设计: built in the next step (docs/schema.md). */
export default function ModuleDesignPage() {
  return null;
}
