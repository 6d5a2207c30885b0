/**
 * The file names a config may have, in the order they are looked for in each directory. Apart from
 * the config's schema, so that looking for a config file does not load the schema.
 */
export const configFileNames = ["factprobe.config.json", "factprobe.config.yaml", "factprobe.config.yml"] as const;
