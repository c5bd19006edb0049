//! Pass options: `--pass="name=value name2=value2"`, checked against the
//! options the pass declares.

/// An option a pass declares.
#[derive(Clone, Debug, PartialEq)]
pub struct PassOption {
    /// The option's name (`name=value`).
    pub name: &'static str,
    /// One line of help.
    pub help: &'static str,
    /// The value when the option is not given.
    pub default: &'static str,
    /// The accepted values; empty means any.
    pub values: &'static [&'static str],
}

/// Boolean option values.
pub const BOOL: &[&str] = &["true", "false", "1", "0"];

/// The option values given to one pass run.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Args {
    given: Vec<(&'static str, String)>,
    declared: &'static [PassOption],
}

impl Args {
    /// Parses `text` (space-separated `name=value`; a bare `name` means `true`)
    /// against `declared`.
    pub fn parse(declared: &'static [PassOption], text: &str) -> Result<Args, String> {
        let text = text.trim().trim_matches(|c| c == '"' || c == '\'');
        let mut given = Vec::new();
        for word in text.split_whitespace() {
            let (name, value) = word.split_once('=').unwrap_or((word, "true"));
            let value = value.trim_matches(|c| c == '"' || c == '\'');
            let Some(option) = declared.iter().find(|o| o.name == name) else {
                let known: Vec<_> = declared.iter().map(|o| o.name).collect();
                return Err(format!(
                    "no such pass option '{name}'{}",
                    if known.is_empty() {
                        " (this pass takes no options)".to_string()
                    } else {
                        format!(" (options: {})", known.join(", "))
                    }
                ));
            };
            if !option.values.is_empty() && !option.values.contains(&value) {
                let accepted: Vec<&str> = option
                    .values
                    .iter()
                    .map(|v| {
                        if v.is_empty() {
                            "\"\" (the default)"
                        } else {
                            v
                        }
                    })
                    .collect();
                // MLIR's words for an enumeration option, its own for a boolean.
                let what = if option.values == BOOL {
                    format!("invalid value '{value}' for pass option '{name}'")
                } else {
                    format!("for the --{name} option: Cannot find option named '{value}'!")
                };
                return Err(format!("{what} (expected one of: {})", accepted.join(", ")));
            }
            given.retain(|(n, _)| *n != option.name);
            given.push((option.name, value.to_string()));
        }
        Ok(Args { given, declared })
    }

    /// The value of option `name` (its default if not given).
    pub fn get(&self, name: &str) -> &str {
        self.given
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
            .or_else(|| {
                self.declared
                    .iter()
                    .find(|o| o.name == name)
                    .map(|o| o.default)
            })
            .unwrap_or("")
    }

    /// Whether option `name` was given (not left at its default).
    pub fn given(&self, name: &str) -> bool {
        self.given.iter().any(|(n, _)| *n == name)
    }

    /// The value of boolean option `name`.
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), "true" | "1")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    static OPTS: &[PassOption] = &[
        PassOption {
            name: "alloc-scheme",
            help: "",
            default: "",
            values: &["basic-sequential", "bank-aware", ""],
        },
        PassOption {
            name: "route-packet",
            help: "",
            default: "true",
            values: BOOL,
        },
    ];

    #[test]
    fn parses_values_defaults_and_quotes() {
        let a = Args::parse(OPTS, "\"alloc-scheme=bank-aware route-packet=false\"").unwrap();
        assert_eq!(a.get("alloc-scheme"), "bank-aware");
        assert!(!a.flag("route-packet"));
        let b = Args::parse(OPTS, "").unwrap();
        assert_eq!(b.get("alloc-scheme"), "");
        assert!(b.flag("route-packet"));
    }

    #[test]
    fn rejects_unknown_names_and_values() {
        assert!(Args::parse(OPTS, "nope=1")
            .unwrap_err()
            .contains("options: alloc-scheme"));
        assert!(Args::parse(OPTS, "route-packet=maybe")
            .unwrap_err()
            .contains("expected one of"));
    }
}
