/// One instruction from the page's component runtime (insert, update and remove).
public enum ComponentCommand: Sendable, Equatable {
    /// A placeholder appeared: make a component of `type` with `props` and show it at `geometry`.
    case insert(id: String, type: String, props: ComponentProps, geometry: ComponentGeometry)
    /// A placeholder's props or geometry changed; `nil` leaves that part as it was.
    case update(id: String, props: ComponentProps?, geometry: ComponentGeometry?)
    /// A placeholder left the document.
    case remove(id: String)

    /// The component the command is about.
    public var id: String {
        switch self {
        case .insert(let id, _, _, _), .update(let id, _, _), .remove(let id): id
        }
    }
}

extension ComponentCommand: Codable {
    private enum Operation: String, Codable { case insert, update, remove }
    private enum CodingKeys: String, CodingKey { case op, id, type, props, geometry }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(String.self, forKey: .id)
        switch try container.decode(Operation.self, forKey: .op) {
        case .insert:
            self = .insert(id: id, type: try container.decode(String.self, forKey: .type),
                           props: try container.decodeIfPresent(ComponentProps.self, forKey: .props) ?? ComponentProps(),
                           geometry: try container.decode(ComponentGeometry.self, forKey: .geometry))
        case .update:
            self = .update(id: id, props: try container.decodeIfPresent(ComponentProps.self, forKey: .props),
                           geometry: try container.decodeIfPresent(ComponentGeometry.self, forKey: .geometry))
        case .remove:
            self = .remove(id: id)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        switch self {
        case .insert(_, let type, let props, let geometry):
            try container.encode(Operation.insert, forKey: .op)
            try container.encode(type, forKey: .type)
            try container.encode(props, forKey: .props)
            try container.encode(geometry, forKey: .geometry)
        case .update(_, let props, let geometry):
            try container.encode(Operation.update, forKey: .op)
            try container.encodeIfPresent(props, forKey: .props)
            try container.encodeIfPresent(geometry, forKey: .geometry)
        case .remove:
            try container.encode(Operation.remove, forKey: .op)
        }
    }
}
