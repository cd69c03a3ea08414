/// `archlint completion bash|zsh|fish`: completion scripts written from `CommandTable`, so that
/// they offer exactly the subcommands, options and values the parser accepts.
enum Completion {
    enum Shell: String, CaseIterable {
        case bash, zsh, fish
    }

    static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash()
        case .zsh: return zsh()
        case .fish: return fish()
        }
    }

    /// The help text up to its first clause: a completion menu has one short line per item.
    static func short(_ help: String) -> String {
        let end = help.firstIndex { $0 == "(" || $0 == ";" || $0 == ":" } ?? help.endIndex
        return help[..<end].trimmingCharacters(in: .whitespaces)
    }

    static func words(_ values: [String]) -> String { values.joined(separator: " ") }

    static func bash() -> String {
        var cases = ""
        for subcommand in CommandTable.subcommands {
            let options = subcommand.options + CommandTable.common
            var valueCases = ""
            for option in options {
                guard let value = option.value else { continue }
                let names = ([option.name] + (option.short.map { [$0] } ?? [])).joined(separator: "|")
                valueCases += "        \(names)) \(bashReply(value)); return ;;\n"
            }
            let flags = words(options.flatMap { [$0.name] + ($0.short.map { [$0] } ?? []) })
            cases += "    \(subcommand.name))\n      case \"$prev\" in\n\(valueCases)      esac\n"
            cases += "      flags=\"\(flags)\"\n"
            switch subcommand.arguments {
            case .paths, .folder: cases += "      positional=files ;;\n"
            case let .one(_, value), let .optional(_, value):
                cases += "      positional=\"\(words(value.candidates ?? []))\" ;;\n"
            case .none, .revisions: cases += "      positional= ;;\n"
            }
        }
        return """
            # bash completion for archlint (archlint completion bash)
            _archlint() {
              local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
              local subcommand=lint flags positional i
              for ((i = 1; i < COMP_CWORD; i++)); do
                case ${COMP_WORDS[i]} in
                  \(CommandTable.subcommands.map(\.name).joined(separator: "|"))) subcommand=${COMP_WORDS[i]}; break ;;
                  -*) ;;
                  *) break ;;
                esac
              done
              case $subcommand in
            \(cases)  esac
              if [[ $cur == -* ]]; then
                COMPREPLY=($(compgen -W "$flags" -- "$cur"))
              elif [[ $positional == files ]]; then
                COMPREPLY=($(compgen -f -- "$cur"))
                [[ $COMP_CWORD -eq 1 ]] && COMPREPLY+=($(compgen -W "\(words(CommandTable.subcommands.map(\.name)))" -- "$cur"))
              else
                COMPREPLY=($(compgen -W "$positional" -- "$cur"))
              fi
            }
            complete -o filenames -F _archlint archlint

            """
    }

    static func bashReply(_ value: CommandTable.Value) -> String {
        guard let candidates = value.candidates else { return "COMPREPLY=($(compgen -f -- \"$cur\"))" }
        return "COMPREPLY=($(compgen -W \"\(words(candidates))\" -- \"$cur\"))"
    }

    static func zsh() -> String {
        func escaped(_ text: String) -> String {
            short(text).replacingOccurrences(of: "'", with: "'\\''").replacingOccurrences(of: "[", with: "\\[")
                .replacingOccurrences(of: "]", with: "\\]")
        }
        func action(_ value: CommandTable.Value) -> String {
            guard let candidates = value.candidates else { return "_files" }
            return "(\(words(candidates)))"
        }
        var functions = ""
        for subcommand in CommandTable.subcommands {
            var specs: [String] = []
            for option in subcommand.options + CommandTable.common {
                let names = [option.name] + (option.short.map { [$0] } ?? [])
                let exclusion = option.repeatable ? "*" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
                let spelled = names.count > 1 ? "{\(names.joined(separator: ","))}" : option.name
                let value = option.value.map { ":\($0.placeholder):\(action($0))" } ?? ""
                specs.append("'\(exclusion)'\(spelled)'[\(escaped(option.help))]\(value)'")
            }
            switch subcommand.arguments {
            case .paths: specs.append("'*:PATH:_files'")
            case .folder: specs.append("':FOLDER:_files -/'")
            case let .one(name, value), let .optional(name, value):
                specs.append("':\(name):\(action(value))'")
            case .revisions: specs.append("'::BASE:' '::HEAD:'")
            case .none: break
            }
            functions += "_archlint_\(subcommand.name)() {\n  _arguments -s \\\n    " + specs.joined(separator: " \\\n    ") + "\n}\n\n"
        }
        let described = CommandTable.subcommands.map { "'\($0.name):\(escaped($0.abstract))'" }.joined(separator: " ")
        return """
            #compdef archlint
            # zsh completion for archlint (archlint completion zsh)

            \(functions)_archlint() {
              local -a subcommands
              subcommands=(\(described))
              if (( CURRENT == 2 )) && [[ $words[2] != -* ]]; then
                _describe -t subcommands 'archlint subcommand' subcommands
                _files
                return
              fi
              if (( ${subcommands[(I)$words[2]:*]} )); then
                local subcommand=$words[2]
                shift words
                (( CURRENT-- ))
                _archlint_$subcommand
              else
                _archlint_lint
              fi
            }

            _archlint "$@"

            """
    }

    static func fish() -> String {
        func escaped(_ text: String) -> String {
            short(text).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
        }
        let names = CommandTable.subcommands.map(\.name)
        var lines = [
            "# fish completion for archlint (archlint completion fish)",
            "complete -c archlint -f",
        ]
        for subcommand in CommandTable.subcommands {
            lines.append("complete -c archlint -n '__fish_use_subcommand' -a \(subcommand.name) -d '\(escaped(subcommand.abstract))'")
        }
        for subcommand in CommandTable.subcommands {
            // lint is also what runs when no subcommand is named.
            let condition = subcommand.name == CommandTable.lint.name
                ? "not __fish_seen_subcommand_from \(words(names.filter { $0 != subcommand.name }))"
                : "__fish_seen_subcommand_from \(subcommand.name)"
            for option in subcommand.options + CommandTable.common {
                var line = "complete -c archlint -n '\(condition)' -l \(option.name.dropFirst(2))"
                if let short = option.short { line += " -s \(short.dropFirst())" }
                if let value = option.value {
                    if let candidates = value.candidates { line += " -x -a '\(words(candidates))'" } else { line += " -r -F" }
                }
                lines.append(line + " -d '\(escaped(option.help))'")
            }
            switch subcommand.arguments {
            case .paths, .folder: lines.append("complete -c archlint -n '\(condition)' -F")
            case let .one(_, value), let .optional(_, value):
                lines.append("complete -c archlint -n '\(condition)' -a '\(words(value.candidates ?? []))'")
            case .none, .revisions: break
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
