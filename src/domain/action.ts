/** What a role may do with a resource; each resource definition lists the actions each partner role has. */
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';
